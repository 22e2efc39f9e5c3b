// The learned players' network (ai/training/learner/mlp.py is the definition): dense layers, Swish
// between them, one tanh output, judging every row of a decision's summaries in one call.
#pragma once

#include <vector>

namespace ingenious {

class Mlp {
public:
    //! Layer i maps sizes[i] inputs to sizes[i + 1] outputs with ``weights[i]`` (row-major,
    //! inputs x outputs) and ``biases[i]``; the last layer has one output. CoreError for a size that
    //! does not fit or a number that is not a weight (is_weight).
    Mlp(const std::vector<int>& sizes, const std::vector<std::vector<float>>& weights,
        const std::vector<std::vector<float>>& biases);

    int inputs() const { return sizes_.front(); }
    //! The value in [-1, 1] of each of ``rows`` rows of ``x`` (rows x inputs(), row-major) into ``out``.
    void values(const float* x, int rows, float* out) const;

private:
    std::vector<int> sizes_;
    std::vector<std::vector<float>> weights_, biases_;
};

}  // namespace ingenious
