/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "copy_pool.h"

#include <algorithm>
#include <cstring>

namespace cuqam_cuda {

copy_pool::copy_pool(int helpers)
{
    for (int i = 0; i < helpers; ++i)
        d_threads.emplace_back([this, i] { worker(i + 1); });
}

copy_pool::~copy_pool()
{
    {
        std::lock_guard<std::mutex> lk(d_mu);
        d_stop = true;
    }
    d_cv.notify_all();
    for (auto& t : d_threads)
        t.join();
}

void copy_pool::run(const job* jobs, int njobs)
{
    size_t total = 0;
    for (int i = 0; i < njobs; ++i)
        total += jobs[i].bytes;
    if (d_threads.empty() || total < ((size_t)1 << 20)) {
        for (int i = 0; i < njobs; ++i)
            std::memcpy(jobs[i].dst, jobs[i].src, jobs[i].bytes);
        return;
    }
    {
        std::lock_guard<std::mutex> lk(d_mu);
        d_jobs = jobs;
        d_njobs = njobs;
        d_pending = (int)d_threads.size();
        ++d_generation;
    }
    d_cv.notify_all();
    share(0);
    std::unique_lock<std::mutex> lk(d_mu);
    d_done_cv.wait(lk, [this] { return d_pending == 0; });
}

void copy_pool::share(int part)
{
    const size_t parts = d_threads.size() + 1;
    for (int i = 0; i < d_njobs; ++i) {
        const size_t per = (d_jobs[i].bytes / parts + 63) & ~(size_t)63;
        const size_t lo = std::min(d_jobs[i].bytes, per * part);
        const size_t hi = part + 1 == (int)parts ? d_jobs[i].bytes
                                                 : std::min(d_jobs[i].bytes, lo + per);
        if (hi > lo)
            std::memcpy(
                (char*)d_jobs[i].dst + lo, (const char*)d_jobs[i].src + lo, hi - lo);
    }
}

void copy_pool::worker(int part)
{
    unsigned long seen = 0;
    for (;;) {
        {
            std::unique_lock<std::mutex> lk(d_mu);
            d_cv.wait(lk, [&] { return d_stop || d_generation != seen; });
            if (d_stop)
                return;
            seen = d_generation;
        }
        share(part);
        {
            std::lock_guard<std::mutex> lk(d_mu);
            if (--d_pending == 0)
                d_done_cv.notify_one();
        }
    }
}

// Helper threads for staging copies: threads - 1 as configured (the core
// validated it and read $CUQAM_STAGING_THREADS), else up to 7 (8 copying with
// the caller), at most half the cores.
int staging_helpers(int threads)
{
    if (threads > 0)
        return threads - 1;
    const int hw = (int)std::thread::hardware_concurrency();
    return std::max(0, std::min(7, hw / 2 - 1));
}

} // namespace cuqam_cuda
