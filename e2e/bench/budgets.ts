/** The speed and memory budgets the site is held to (a visitor on a cheap phone on a slow network). */
export const BUDGETS = {
  lighthouse: {
    /** Lighthouse's mobile preset: a mid-range phone on a slow 4G connection (simulated). */
    pages: ['/', '/get-involved', '/blog', '/technology', '/?lng=fa'],
    minPerformanceScore: 0.9,
    minAccessibilityScore: 1,
    minBestPracticesScore: 0.95,
    minSeoScore: 0.9,
    maxLargestContentfulPaintMs: 2_500,
    maxTotalBlockingTimeMs: 200,
    maxCumulativeLayoutShift: 0.1,
    /** JavaScript a first visit downloads, compressed. */
    maxScriptTransferKiB: 200,
  },
  api: {
    connections: 20,
    durationSeconds: 10,
    /** Reads through nginx: the blog list (the busiest public call) and the health check. */
    maxP99LatencyMs: 250,
    minRequestsPerSecond: 300,
  },
  memory: {
    /** Resident memory of each Node process after the API load. */
    // Fits a 384 MiB container with room for GC: 261 MiB was measured after the load on the first run.
    maxBackendRssMiB: 320,
    maxWorkerRssMiB: 200,
  },
} as const;
