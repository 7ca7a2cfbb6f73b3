// Puppeteer comes in only as jsreport's peer for the benchmark; no browser is downloaded through npm:
// the product and the benchmarks drive Debian's Chromium.
module.exports = { skipDownload: true };
