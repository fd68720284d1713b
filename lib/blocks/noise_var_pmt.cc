/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "noise_var_pmt.h"

#include <cuqam/cuqam.h>
#include <cfloat>
#include <cmath>

namespace gr {
namespace cuqam {
namespace detail {

namespace {

// Lists may be long or even cyclic (set_cdr): walk a bounded number of cells.
constexpr int max_dict_entries = 1024;
constexpr int max_depth = 8;

const char* kind_of(const pmt::pmt_t& v)
{
    if (pmt::is_null(v))
        return "nil";
    if (pmt::is_bool(v))
        return "a bool";
    if (pmt::is_symbol(v))
        return "a symbol (text is not parsed: send a number)";
    if (pmt::is_complex(v))
        return "a complex number (N0 is real)";
    if (pmt::is_uniform_vector(v) || pmt::is_vector(v))
        return "a vector (one N0 per message or tag)";
    if (pmt::is_tuple(v))
        return "a tuple";
    if (pmt::is_blob(v))
        return "a blob";
    if (pmt::is_dict(v))
        return "a pair or dict without a noise_var or snr entry";
    return "not a number";
}

// The entry for key in a PMT dict (a list of (key . value) pairs), without
// pmt::dict_ref, which throws on lists whose cells are not pairs: a list
// with such a cell is no dict, and has no entry.
bool alist_find(pmt::pmt_t list, const pmt::pmt_t& key, pmt::pmt_t* found)
{
    for (int i = 0; i < max_dict_entries && pmt::is_pair(list); ++i) {
        const pmt::pmt_t cell = pmt::car(list);
        if (!pmt::is_pair(cell))
            return false;
        if (pmt::eqv(pmt::car(cell), key)) {
            *found = pmt::cdr(cell);
            return true;
        }
        list = pmt::cdr(list);
    }
    return false;
}

noise_var_reading refuse(const std::string& why)
{
    noise_var_reading r;
    r.why = why;
    return r;
}

noise_var_reading from_number(double x, const pmt::pmt_t& v)
{
    if (!std::isfinite(x) || x < CUQAM_NOISE_VAR_MIN || x > FLT_MAX)
        return refuse(pmt_brief(v) + " is outside 1e-12 .. 3.4e38 (finite float N0)");
    noise_var_reading r;
    r.ok = cuqam_check_noise_var(static_cast<float>(x)) == CUQAM_OK;
    r.value = static_cast<float>(x);
    if (!r.ok)
        r.why = pmt_brief(v) + " is not a valid N0";
    return r;
}

noise_var_reading from_db(double db, double es, const pmt::pmt_t& v)
{
    if (!std::isfinite(db))
        return refuse("SNR " + pmt_brief(v) + " dB is not finite");
    const double n0 = es * std::pow(10.0, -db / 10.0);
    if (!(n0 >= CUQAM_NOISE_VAR_MIN && n0 <= FLT_MAX))
        return refuse("SNR " + pmt_brief(v) + " dB gives N0 " + std::to_string(n0) +
                      ", outside 1e-12 .. 3.4e38");
    return from_number(n0, v);
}

noise_var_reading read(const pmt::pmt_t& v, int depth, bare_number bare, double es)
{
    static const pmt::pmt_t nv_key = pmt::intern("noise_var"),
                            snr_key = pmt::intern("snr");
    double x = 0.0;
    bool number = true;
    if (pmt::is_integer(v))
        x = static_cast<double>(pmt::to_long(v));
    else if (pmt::is_uint64(v)) // pmt::to_double refuses these
        x = static_cast<double>(pmt::to_uint64(v));
    else if (pmt::is_real(v))
        x = pmt::to_double(v);
    else
        number = false;
    if (number)
        return bare == bare_number::snr_db ? from_db(x, es, v) : from_number(x, v);
    if (depth < max_depth && pmt::is_pair(v)) {
        // (key . x) first: a pair is also a one-entry "dict" to pmt::is_dict
        if (pmt::eqv(pmt::car(v), nv_key))
            return read(pmt::cdr(v), depth + 1, bare_number::noise_var, es);
        if (pmt::eqv(pmt::car(v), snr_key))
            return read(pmt::cdr(v), depth + 1, bare_number::snr_db, es);
        pmt::pmt_t nv, snr;
        const bool has_nv = alist_find(v, nv_key, &nv),
                   has_snr = alist_find(v, snr_key, &snr);
        if (has_nv && has_snr)
            return refuse(pmt_brief(v) + " holds both noise_var and snr (ambiguous)");
        if (has_nv)
            return read(nv, depth + 1, bare_number::noise_var, es);
        if (has_snr)
            return read(snr, depth + 1, bare_number::snr_db, es);
    }
    return refuse(pmt_brief(v) + " is " + kind_of(v));
}

} // namespace

noise_var_reading
read_noise_var(const pmt::pmt_t& v, bare_number bare, double es) noexcept
{
    try {
        return read(v, 0, bare, es);
    } catch (...) { // nothing that arrives may stop the block's thread
        return refuse("an unreadable PMT");
    }
}

std::string pmt_brief(const pmt::pmt_t& v) noexcept
{
    try {
        std::string s = pmt::is_symbol(v) ? "symbol \"" + pmt::symbol_to_string(v) + "\""
                                          : pmt::write_string(v);
        if (s.size() > 96)
            s = s.substr(0, 90) + " ...";
        return s;
    } catch (...) {
        return "(unprintable)";
    }
}

} // namespace detail
} // namespace cuqam
} // namespace gr
