/*
 * Page-locking the stream buffers GNU Radio gave a block, so that its GPU
 * handle copies straight from and to them (no staging copy on either side).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_BUFFER_PINS_H
#define INCLUDED_CUQAM_BUFFER_PINS_H

#include <gnuradio/block.h>
#include <gnuradio/logger.h>
#include <vector>

namespace gr {
namespace cuqam {
namespace detail {

class buffer_pins
{
public:
    buffer_pins() = default;
    buffer_pins(const buffer_pins&) = delete;
    buffer_pins& operator=(const buffer_pins&) = delete;
    ~buffer_pins() { unpin(); }

    //! Registers every double-mapped host buffer of b's inputs and outputs
    //! (both mappings: reads and writes run on into the second); logs what
    //! was locked, or why a buffer stays staged. Call from b's start().
    void pin(gr::block& b, const gr::logger_ptr& logger);
    //! Unlocks what pin() locked; call once no GPU call runs on the buffers.
    void unpin();
    size_t count() const { return d_ptrs.size(); }

private:
    std::vector<void*> d_ptrs;
};

} // namespace detail
} // namespace cuqam
} // namespace gr

#endif
