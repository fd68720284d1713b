/*
 * A flowgraph with the installed blocks, built through find_package(gnuradio-cuqam):
 * bits -> mapper -> soft demapper -> sink; every soft bit must decide its bit.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/mapper_bc.h>
#include <gnuradio/cuqam/soft_demapper_cf.h>
#include <gnuradio/top_block.h>
#include <cstdio>
#include <vector>

int main()
{
    const int k = 6, nsym = 5000;
    std::vector<unsigned char> bits(k * nsym);
    for (size_t i = 0; i < bits.size(); ++i)
        bits[i] = (i * 2654435761u >> 7) & 1u;
    auto tb = gr::make_top_block("uses_cuqam");
    auto src = gr::blocks::vector_source_b::make(bits);
    auto map = gr::cuqam::mapper_bc::make(k, "cpu");
    auto dem = gr::cuqam::soft_demapper_cf::make(k, "maxlog", 0.01f, "gnuradio", "cpu");
    auto snk = gr::blocks::vector_sink_f::make();
    tb->connect(src, 0, map, 0);
    tb->connect(map, 0, dem, 0);
    tb->connect(dem, 0, snk, 0);
    tb->run();
    const std::vector<float>& llr = snk->data();
    size_t wrong = llr.size() == bits.size() ? 0 : bits.size();
    for (size_t i = 0; i < llr.size() && i < bits.size(); ++i)
        wrong += (llr[i] > 0) != (bits[i] != 0);
    std::printf("uses_cuqam: %zu soft bits, %zu wrong\n", llr.size(), wrong);
    return wrong == 0 ? 0 : 1;
}
