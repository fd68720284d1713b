/*
 * The blocks' `constellation` argument from Python: a preset name, a
 * gr-digital constellation object (anything with points() and
 * dimensionality()), a list of complex points (point i has label i), a pair
 * (points, labels) or a dict with 'points' and 'labels'. Anything else is a
 * TypeError that says what is accepted.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_CONSTELLATION_ARG_H
#define INCLUDED_CUQAM_CONSTELLATION_ARG_H

#include <gnuradio/cuqam/constellation_spec.h>
#include <pybind11/complex.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

namespace cuqam_py {

inline gr::cuqam::constellation_spec constellation_arg(const pybind11::object& c)
{
    namespace py = pybind11;
    using spec = gr::cuqam::constellation_spec;
    try {
        if (c.is_none())
            return spec();
        if (py::isinstance<py::str>(c))
            return spec(c.cast<std::string>());
        if (py::hasattr(c, "points") && py::hasattr(c, "dimensionality")) {
            if (c.attr("dimensionality")().cast<int>() != 1)
                throw py::value_error("cuqam: constellation objects of one complex "
                                      "dimension only");
            return spec(c.attr("points")().cast<std::vector<gr_complex>>());
        }
        if (py::isinstance<py::dict>(c)) {
            const py::dict d = c.cast<py::dict>();
            std::vector<uint32_t> labels;
            if (d.contains("labels"))
                labels = d["labels"].cast<std::vector<uint32_t>>();
            return spec(d["points"].cast<std::vector<gr_complex>>(), labels);
        }
        if (py::isinstance<py::tuple>(c) && py::len(c) == 2)
            return spec(c.cast<py::tuple>()[0].cast<std::vector<gr_complex>>(),
                        c.cast<py::tuple>()[1].cast<std::vector<uint32_t>>());
        return spec(c.cast<std::vector<gr_complex>>());
    } catch (const py::cast_error&) {
        throw py::type_error(
            "cuqam: constellation must be a preset name ('3gpp', 'dvbt', 'dvbt2', "
            "'wifi', 'bpsk', 'pi2bpsk', 'dvbs2:<rate>'), a gr-digital constellation, a "
            "list of "
            "complex points, (points, labels) or {'points': ..., 'labels': ...}");
    }
}

} // namespace cuqam_py

#endif
