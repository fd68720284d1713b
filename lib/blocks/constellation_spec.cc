/* -*- c++ -*- */
/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/cuqam/constellation_spec.h>

#include <stdexcept>

namespace gr {
namespace cuqam {

constellation_spec::constellation_spec(const std::string& preset) : d_preset(preset) {}

constellation_spec::constellation_spec(const char* preset)
    : d_preset(preset ? preset : "3gpp")
{
}

constellation_spec::constellation_spec(const std::vector<gr_complex>& points,
                                       const std::vector<uint32_t>& labels)
    : d_labels(labels)
{
    if (!labels.empty() && labels.size() != points.size())
        throw std::invalid_argument("constellation: " + std::to_string(points.size()) +
                                    " points but " + std::to_string(labels.size()) +
                                    " labels");
    d_points.reserve(2 * points.size());
    for (const gr_complex& p : points) {
        d_points.push_back(p.real());
        d_points.push_back(p.imag());
    }
}

static std::vector<gr_complex> digital_points(const gr::digital::constellation_sptr& c)
{
    if (!c)
        throw std::invalid_argument("constellation: a null constellation object");
    if (c->dimensionality() != 1)
        throw std::invalid_argument(
            "constellation: gr-digital objects of one complex dimension only");
    return c->points();
}

constellation_spec::constellation_spec(const gr::digital::constellation_sptr& c)
    : constellation_spec(digital_points(c))
{
}

cuqam_constellation constellation_spec::c_view() const
{
    cuqam_constellation v{};
    if (d_points.empty()) {
        v.name = d_preset.c_str();
    } else {
        v.points = d_points.data();
        v.labels = d_labels.empty() ? nullptr : d_labels.data();
        v.num_points = static_cast<int>(d_points.size() / 2);
    }
    return v;
}

int constellation_spec::bits(int bits_per_symbol) const
{
    const cuqam_constellation v = c_view();
    int k = 0;
    std::vector<float> pts(2 * CUQAM_MAX_POINTS);
    if (cuqam_constellation_points(
            &v, bits_per_symbol, pts.data(), pts.size(), &k, nullptr) != CUQAM_OK)
        throw std::invalid_argument(std::string("constellation: ") + cuqam_last_error());
    return k;
}

} // namespace cuqam
} // namespace gr
