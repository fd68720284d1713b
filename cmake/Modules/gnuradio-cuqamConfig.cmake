find_package(PkgConfig)

PKG_CHECK_MODULES(PC_GR_CUQAM gnuradio-cuqam)

FIND_PATH(
    GR_CUQAM_INCLUDE_DIRS
    NAMES gnuradio/cuqam/api.h
    HINTS $ENV{CUQAM_DIR}/include
        ${PC_CUQAM_INCLUDEDIR}
    PATHS ${CMAKE_INSTALL_PREFIX}/include
          /usr/local/include
          /usr/include
)

FIND_LIBRARY(
    GR_CUQAM_LIBRARIES
    NAMES gnuradio-cuqam
    HINTS $ENV{CUQAM_DIR}/lib
        ${PC_CUQAM_LIBDIR}
    PATHS ${CMAKE_INSTALL_PREFIX}/lib
          ${CMAKE_INSTALL_PREFIX}/lib64
          /usr/local/lib
          /usr/local/lib64
          /usr/lib
          /usr/lib64
          )

include("${CMAKE_CURRENT_LIST_DIR}/gnuradio-cuqamTarget.cmake")

INCLUDE(FindPackageHandleStandardArgs)
FIND_PACKAGE_HANDLE_STANDARD_ARGS(GR_CUQAM DEFAULT_MSG GR_CUQAM_LIBRARIES GR_CUQAM_INCLUDE_DIRS)
MARK_AS_ADVANCED(GR_CUQAM_LIBRARIES GR_CUQAM_INCLUDE_DIRS)
