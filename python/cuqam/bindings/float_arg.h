/*
 * Python floats are doubles; pybind11 turns 1e39 into a float Inf without a
 * word. Arguments that the blocks take as float come through here, so that
 * a value beyond float range is refused with what the user passed.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_FLOAT_ARG_H
#define INCLUDED_CUQAM_FLOAT_ARG_H

#include <pybind11/pybind11.h>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>

namespace cuqam_py {

inline float float_arg(double v, const char* what)
{
    if (std::isfinite(v) && std::fabs(v) > FLT_MAX) {
        char buf[160];
        std::snprintf(buf,
                      sizeof buf,
                      "cuqam: %s = %.9g is beyond float range (at most 3.4e38)",
                      what,
                      v);
        throw pybind11::value_error(buf);
    }
    return static_cast<float>(v);
}

// The byte demapper's scale: a number, or "auto" (0: automatic).
inline float scale_arg(const pybind11::object& v)
{
    if (pybind11::isinstance<pybind11::str>(v)) {
        if (v.cast<std::string>() == "auto")
            return 0.0f;
        throw pybind11::value_error("cuqam: scale must be a number or 'auto', not '" +
                                    v.cast<std::string>() + "'");
    }
    return float_arg(v.cast<double>(), "scale");
}

} // namespace cuqam_py

#endif
