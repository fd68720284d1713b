/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "buffer_pins.h"

#include <gnuradio/block_detail.h>
#include <gnuradio/buffer.h>
#include <gnuradio/buffer_reader.h>
#include <cuqam/cuqam.h>

namespace gr {
namespace cuqam {
namespace detail {

void buffer_pins::pin(gr::block& b, const gr::logger_ptr& logger)
{
    unpin();
    const gr::block_detail_sptr det = b.detail();
    if (!det)
        return;
    std::vector<gr::buffer_sptr> bufs;
    for (int i = 0; i < det->ninputs(); ++i)
        bufs.push_back(det->input(i)->buffer());
    for (int i = 0; i < det->noutputs(); ++i)
        bufs.push_back(det->output(i));
    size_t bytes_locked = 0;
    std::string staged;
    for (const gr::buffer_sptr& buf : bufs) {
        // Custom (single-mapped) buffers are some other block's business: a
        // device buffer is not host memory, a host one may move. Staged.
        if (!buf || buf->get_mapping_type() != gr::buffer_mapping_type::double_mapped) {
            staged = "not a double-mapped GNU Radio buffer";
            continue;
        }
        void* base = const_cast<char*>(buf->base());
        const size_t bytes = 2 * static_cast<size_t>(buf->bufsize()) *
                             buf->get_sizeof_item(); // both mappings of the ring
        if (cuqam_host_register(base, bytes) == CUQAM_OK) {
            d_ptrs.push_back(base);
            bytes_locked += bytes;
        } else {
            staged = cuqam_last_error();
        }
    }
    if (staged.empty())
        logger->info("{} stream buffers page-locked for the GPU ({:.1f} MiB of "
                     "mappings): no staging copies",
                     d_ptrs.size(),
                     static_cast<double>(bytes_locked) / (1 << 20));
    else
        logger->info("{} of {} stream buffers page-locked; the others are staged "
                     "through pinned memory ({})",
                     d_ptrs.size(),
                     bufs.size(),
                     staged);
}

void buffer_pins::unpin()
{
    for (void* p : d_ptrs)
        cuqam_host_unregister(p); // on failure the pages stay locked until exit: harmless
    d_ptrs.clear();
}

} // namespace detail
} // namespace cuqam
} // namespace gr
