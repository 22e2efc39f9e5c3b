#include "mlp.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "network.hpp"

// On x86-64 Linux the kernels are also compiled for AVX2 with FMA, picked at load time where the
// processor has them; elsewhere (and on older processors) the portable build runs.
#if defined(__GNUC__) && defined(__x86_64__) && defined(__linux__)
#define INGENIOUS_CLONES __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define INGENIOUS_CLONES
#endif

namespace ingenious {

namespace {

//! Rows and outputs a kernel step holds in registers (12 of AVX2's 16 vector registers).
constexpr int ROWS = 3;
constexpr int LANES = 32;
//! Rows taken through all the layers together, so that their activations stay in the fastest cache
//! (a multiple of ROWS: a short last block is padded with zero rows).
constexpr int BLOCK = 16 * ROWS;

//! e^x without a call, so that loops over it vectorise: 2^n times a degree-6 polynomial of the
//! remainder (relative error about 2e-7; beyond +-87 it saturates, as Swish and float32 do).
inline float fast_exp(float x) {
    x = std::min(std::max(x, -87.0f), 87.0f);
    // rounded to the nearest whole number by adding and taking away 1.5 * 2^23 (no call, so it vectorises)
    const float n = (x * 1.44269504088896341f + 12582912.0f) - 12582912.0f;
    const float r = x - n * 0.693359375f + n * 2.12194440e-4f;
    float p = 1.9875691500e-4f;
    p = p * r + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    p = p * r * r + r + 1.0f;
    const int bits = (static_cast<int>(n) + 127) << 23;
    float scale;
    std::memcpy(&scale, &bits, sizeof scale);
    return p * scale;
}

//! ``out[r, :] = b + in[r, :] @ W`` (W inputs x outputs, row-major) for ``rows`` rows (a multiple of
//! ROWS), ``n_out`` a multiple of LANES: a block of ROWS x LANES sums stays in registers over all the inputs.
INGENIOUS_CLONES
void dense(const float* in, int rows, int n_in, int n_out, const float* w, const float* b, float* out) {
    for (int r0 = 0; r0 < rows; r0 += ROWS) {
        for (int j0 = 0; j0 < n_out; j0 += LANES) {
            float acc[ROWS][LANES];
            for (int r = 0; r < ROWS; ++r)
                for (int j = 0; j < LANES; ++j) acc[r][j] = b[j0 + j];
            for (int i = 0; i < n_in; ++i) {
                const float* wi = w + static_cast<size_t>(i) * n_out + j0;
                for (int r = 0; r < ROWS; ++r) {
                    const float a = in[static_cast<size_t>(r0 + r) * n_in + i];
                    for (int j = 0; j < LANES; ++j) acc[r][j] += a * wi[j];
                }
            }
            for (int r = 0; r < ROWS; ++r)
                for (int j = 0; j < LANES; ++j) out[static_cast<size_t>(r0 + r) * n_out + j0 + j] = acc[r][j];
        }
    }
}

//! The same for any ``n_out`` (the output layer's one unit): a dot product a row and output.
void dense_any(const float* in, int rows, int n_in, int n_out, const float* w, const float* b, float* out) {
    for (int r = 0; r < rows; ++r)
        for (int j = 0; j < n_out; ++j) {
            float sum = b[j];
            for (int i = 0; i < n_in; ++i) sum += in[static_cast<size_t>(r) * n_in + i] * w[static_cast<size_t>(i) * n_out + j];
            out[static_cast<size_t>(r) * n_out + j] = sum;
        }
}

INGENIOUS_CLONES
void swish(float* z, size_t n) {
    for (size_t j = 0; j < n; ++j) z[j] = z[j] / (1.0f + fast_exp(-z[j]));
}

}  // namespace

Mlp::Mlp(const std::vector<int>& sizes, const std::vector<std::vector<float>>& weights,
         const std::vector<std::vector<float>>& biases)
    : sizes_(sizes), weights_(weights), biases_(biases) {
    const size_t layers = sizes.size() - 1;
    if (sizes.size() < 2 || sizes.back() != 1 || weights.size() != layers || biases.size() != layers)
        throw CoreError("a learned network is layers of weights and biases ending in one output");
    for (size_t i = 0; i < layers; ++i) {
        if (sizes[i] < 1 || sizes[i] > 4096 || sizes[i + 1] < 1 || sizes[i + 1] > 4096)
            throw CoreError("a learned network's layers have 1 to 4096 units");
        if (weights[i].size() != static_cast<size_t>(sizes[i]) * sizes[i + 1] ||
            biases[i].size() != static_cast<size_t>(sizes[i + 1]))
            throw CoreError("a learned network's weights do not fit its layer sizes");
        const auto ok = [](float w) { return is_weight(w); };
        if (!std::all_of(weights[i].begin(), weights[i].end(), ok) || !std::all_of(biases[i].begin(), biases[i].end(), ok))
            throw CoreError("a learned network holds a number that is not a weight");
    }
}

void Mlp::values(const float* x, int rows, float* out) const {
    const int widest = *std::max_element(sizes_.begin(), sizes_.end());
    std::vector<float> a(static_cast<size_t>(BLOCK) * widest, 0.0f), b(a.size(), 0.0f);
    const size_t layers = weights_.size();
    for (int start = 0; start < rows; start += BLOCK) {
        const int n = std::min(BLOCK, rows - start), padded = (n + ROWS - 1) / ROWS * ROWS;
        std::fill(a.begin(), a.begin() + static_cast<size_t>(padded) * sizes_[0], 0.0f);
        std::copy(x + static_cast<size_t>(start) * sizes_[0], x + static_cast<size_t>(start + n) * sizes_[0], a.begin());
        for (size_t l = 0; l < layers; ++l) {
            const int n_in = sizes_[l], n_out = sizes_[l + 1];
            (n_out % LANES ? dense_any : dense)(a.data(), padded, n_in, n_out, weights_[l].data(), biases_[l].data(),
                                                b.data());
            if (l + 1 < layers) swish(b.data(), static_cast<size_t>(padded) * n_out);
            std::swap(a, b);
        }
        for (int r = 0; r < n; ++r) out[start + r] = std::tanh(a[r]);
    }
}

}  // namespace ingenious
