/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "soft_demapper_impl.h"

#include <stdexcept>
#include <utility>

namespace gr {
namespace cuqam {

// The byte block adds the LLR-to-integer scale to the shared implementation.
class soft_demapper_cb_impl final : public soft_demapper_impl<soft_demapper_cb, uint8_t>
{
public:
    template <class... Args>
    soft_demapper_cb_impl(const char* name,
                          int bits_per_symbol,
                          const constellation_spec& constellation,
                          const std::string& noise_input,
                          Args&&... args)
        : gr::sync_interpolator(name,
                                input_signature(noise_input),
                                output_signature(),
                                constellation.bits(bits_per_symbol)),
          soft_demapper_impl(name,
                             bits_per_symbol,
                             std::forward<Args>(args)...,
                             constellation,
                             noise_input)
    {
    }
    void set_scale(float v) override { d_core.set_scale(v); }
    float scale() const override { return d_core.scale(); }
    float llr_scale() const override { return d_core.last_scale(); }
    double saturation() const override { return saturation_share(); }
};

soft_demapper_cf::sptr soft_demapper_cf::make(int bits_per_symbol,
                                              const std::string& method,
                                              float noise_var,
                                              const std::string& sign,
                                              const std::string& backend,
                                              int device,
                                              const constellation_spec& constellation,
                                              const std::string& noise_input)
{
    return gnuradio::make_block_sptr<soft_demapper_impl<soft_demapper_cf, float>>(
        "soft_demapper_cf",
        bits_per_symbol,
        method,
        noise_var,
        1.0f,
        "f32",
        sign,
        backend,
        device,
        constellation,
        noise_input);
}

soft_demapper_cb::sptr soft_demapper_cb::make(int bits_per_symbol,
                                              const std::string& method,
                                              float noise_var,
                                              float scale,
                                              const std::string& format,
                                              const std::string& sign,
                                              const std::string& backend,
                                              int device,
                                              const constellation_spec& constellation,
                                              const std::string& noise_input)
{
    if (cuqam_output_from_name(format.c_str()) == CUQAM_OUTPUT_F32)
        throw std::invalid_argument("cuqam: soft_demapper_cb format must be u8 or s8 "
                                    "(use soft_demapper_cf for float LLRs)");
    return gnuradio::make_block_sptr<soft_demapper_cb_impl>("soft_demapper_cb",
                                                            bits_per_symbol,
                                                            constellation,
                                                            noise_input,
                                                            method,
                                                            noise_var,
                                                            scale,
                                                            format,
                                                            sign,
                                                            backend,
                                                            device);
}

} // namespace cuqam
} // namespace gr
