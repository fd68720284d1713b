/*
 * Host threads for the staging copies of the CUDA path (plain C++, no CUDA).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_COPY_POOL_H
#define CUQAM_CUDA_COPY_POOL_H

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <thread>
#include <vector>

namespace cuqam_cuda {

// Copies between GNU Radio's pageable buffers and the pinned staging slots are
// split over a few threads: one core's memcpy is far slower than PCIe. The
// threads are made with the context and sleep between jobs; a job is at most
// two copies (a finished chunk out, the next chunk in).
class copy_pool
{
public:
    struct job {
        void* dst;
        const void* src;
        size_t bytes;
    };

    explicit copy_pool(int helpers);
    ~copy_pool();
    copy_pool(const copy_pool&) = delete;
    copy_pool& operator=(const copy_pool&) = delete;

    // Runs the copies, the calling thread taking its share; returns when done.
    void run(const job* jobs, int njobs);

private:
    void share(int part);
    void worker(int part);

    std::vector<std::thread> d_threads;
    std::mutex d_mu;
    std::condition_variable d_cv, d_done_cv;
    const job* d_jobs = nullptr;
    int d_njobs = 0;
    int d_pending = 0;
    unsigned long d_generation = 0;
    bool d_stop = false;
};

// Helper threads for a context asking for `threads` (0: automatic).
int staging_helpers(int threads);

} // namespace cuqam_cuda

#endif
