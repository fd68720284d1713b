// The kernels whose SASS run_ab.sh dumps (built from a folder beside lib/).
#include "../lib/cuda/kernels.cuh"
template __global__ void cuqam_cuda::demap_vec_kernel<4, 2, 2, 0>(cuqam_params, const float4*, uint4*, size_t);
template __global__ void cuqam_cuda::demap_vec_kernel<4, 2, 0, 0>(cuqam_params, const float4*, uint4*, size_t);
