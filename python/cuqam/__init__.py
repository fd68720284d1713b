#
# SPDX-License-Identifier: GPL-3.0-or-later
#
"""
gr-cuqam: QAM soft demapping (and mapping) on CUDA GPUs, with a SIMD CPU
fallback that gives the same answers.

Blocks: soft_demapper_cf (float LLRs), soft_demapper_cb (u8/s8 soft bits),
mapper_bc (unpacked bits to unit-energy symbols).
"""
from .cuqam_python import *  # noqa: F401,F403  (a failed import must be seen, not hidden)
