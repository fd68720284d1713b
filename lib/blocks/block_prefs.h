/*
 * The module's knobs as GNU Radio users set them: a [cuqam] section in GNU
 * Radio's preferences (conf.d files, ~/.gnuradio/config.conf), with the
 * environment variables of the same knobs as overrides (docs/design.md,
 * "Settings").
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_BLOCK_PREFS_H
#define INCLUDED_CUQAM_BLOCK_PREFS_H

#include <string>

namespace gr {
namespace cuqam {
namespace detail {

//! $env_name if set and not empty, else [cuqam] key from GNU Radio's
//! preferences, else "".
std::string knob(const char* key, const char* env_name);

//! Where a knob's value came from, for error messages.
std::string knob_source(const char* key, const char* env_name);

} // namespace detail
} // namespace cuqam
} // namespace gr

#endif
