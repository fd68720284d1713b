/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "block_prefs.h"

#include <gnuradio/prefs.h>
#include <cstdlib>

namespace gr {
namespace cuqam {
namespace detail {

static const char* env_value(const char* env_name)
{
    const char* v = std::getenv(env_name);
    return v && *v ? v : nullptr;
}

std::string knob(const char* key, const char* env_name)
{
    if (const char* v = env_value(env_name))
        return v;
    return gr::prefs::singleton()->get_string("cuqam", key, "");
}

std::string knob_source(const char* key, const char* env_name)
{
    if (env_value(env_name))
        return std::string("$") + env_name;
    return std::string("[cuqam] ") + key + " in GNU Radio's preferences";
}

} // namespace detail
} // namespace cuqam
} // namespace gr
