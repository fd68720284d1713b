/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "core_handles.h"
#include <gnuradio/cuqam/mapper_bc.h>
#include <gnuradio/io_signature.h>
#include <vector>

namespace gr {
namespace cuqam {

class mapper_bc_impl : public mapper_bc
{
public:
    mapper_bc_impl(int bits_per_symbol,
                   const std::string& backend,
                   int device,
                   const constellation_spec& constellation)
        : gr::sync_decimator("mapper_bc",
                             gr::io_signature::make(1, 1, sizeof(uint8_t)),
                             gr::io_signature::make(1, 1, sizeof(gr_complex)),
                             constellation.bits(bits_per_symbol)),
          d_core(bits_per_symbol, backend, device, constellation)
    {
        // GNU Radio rounds a tag's offset times 1/k, which moves tags on the
        // last bits of a symbol to the next symbol (or past the end). A tag
        // on any bit of a symbol belongs to that symbol: floor, done below.
        set_tag_propagation_policy(TPP_DONT);
    }

    bool start() override
    {
        d_core.start(d_logger,
                     *this); // logs why if it cannot; work() then ends the stream
        return block::start();
    }

    bool stop() override
    {
        d_core.stop();
        return block::stop();
    }

    int work(int noutput_items,
             gr_vector_const_void_star& input_items,
             gr_vector_void_star& output_items) override
    {
        if (!d_core.running())
            return WORK_DONE;
        try { // as the demapper: never a silent end of the block's thread
            d_core.map(static_cast<const uint8_t*>(input_items[0]),
                       static_cast<size_t>(noutput_items),
                       output_items[0]);
        } catch (const std::exception& e) {
            d_logger->error("{}: this block ends its stream", e.what());
            return WORK_DONE;
        }
        const uint64_t first = nitems_read(0);
        const unsigned k = decimation();
        get_tags_in_range(
            d_tags, 0, first, first + static_cast<uint64_t>(noutput_items) * k);
        for (gr::tag_t& t : d_tags) {
            t.offset /= k;
            add_item_tag(0, t);
        }
        return noutput_items;
    }

    std::string backend() const override { return d_core.backend(); }
    uint64_t gpu_faults() const override { return d_core.gpu_faults(); }

private:
    detail::mapper_core d_core;
    std::vector<gr::tag_t> d_tags; // reused: no allocation per call once grown
};

mapper_bc::sptr mapper_bc::make(int bits_per_symbol,
                                const std::string& backend,
                                int device,
                                const constellation_spec& constellation)
{
    return gnuradio::make_block_sptr<mapper_bc_impl>(
        bits_per_symbol, backend, device, constellation);
}

} // namespace cuqam
} // namespace gr
