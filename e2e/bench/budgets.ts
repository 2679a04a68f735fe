/** The speed and memory budgets the site is held to (a visitor on a cheap phone on a slow network). */
export const BUDGETS = {
  lighthouse: {
    /**
     * Lighthouse's mobile preset: a mid-range phone on a slow 4G connection (simulated), on every public
     * page (the prerendered ones and the blog), in English, Persian (right to left) and Dutch, at each kind
     * of address (language address, bare address, old ?lng= link).
     */
    languages: ['en', 'fa', 'nl'],
    /** Runs per page; the median run is held to the budgets (BENCH_LIGHTHOUSE_RUNS for a quicker look). */
    runsPerPage: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    minPerformanceScore: 0.98,
    minAccessibilityScore: 1,
    minBestPracticesScore: 1,
    minSeoScore: 1,
    maxLargestContentfulPaintMs: 1_800,
    maxTotalBlockingTimeMs: 150,
    maxCumulativeLayoutShift: 0,
    /** JavaScript a first visit downloads, compressed. */
    maxScriptTransferKiB: 150,
  },
  /**
   * Script a staff page downloads before it shows (staff-scripts.bench.ts): the app, the staff's router
   * and the page, compressed. Measured at 159 to 199 KiB (the app and staff shell alone: 155 KiB); the
   * leads page was 230 KiB while its date fields were part of its chunk.
   */
  staffScripts: {
    maxFirstLoadKiB: 205,
  },
  /** Cached public reads through nginx against nginx sending the same bytes as a static file. */
  microCache: {
    minShareOfStaticThroughput: 0.4,
  },
  api: {
    connections: 20,
    durationSeconds: 10,
    /** Reads through nginx: the blog list (the busiest public call) and the health check. */
    maxP99LatencyMs: 250,
    minRequestsPerSecond: 300,
  },
  /** A blog post mailed to the newsletter (newsletter-send.bench.ts), the rate at its ceiling: how fast one worker sends. */
  newsletterSend: {
    subscribers: 10_000,
    /** NEWSLETTER_SEND_RATE for the run: its ceiling unless BENCH_NEWSLETTER_SEND_RATE sets another (to see the rate held). */
    rate: Number(process.env.BENCH_NEWSLETTER_SEND_RATE ?? 1_000),
    /** Ten times the default NEWSLETTER_SEND_RATE: the worker is never what holds a send back. */
    minMailsPerSecond: 100,
  },
  /** The staff desk's list (GET /api/interest) over a large table of leads, through nginx. */
  leads: {
    rows: 100_000,
    /** Timed requests per measure (after a few unmeasured ones); the median is held to the budget. */
    runs: 25,
    maxFirstPageMedianMs: 50,
    maxSearchMedianMs: 50,
  },
  /** The API with its Prometheus metrics on against the same build with them off (metrics-overhead.bench.ts). */
  metricsOverhead: {
    /** Registrations per round, sent this many at a time, straight to each backend. */
    requestsPerRound: 400,
    concurrency: 8,
    /** Rounds per backend, taken in turns (ABBA...) so the machine's own ups and downs hit both alike. */
    rounds: 6,
    /** Registrations per second with metrics, as a share of those without. */
    minThroughputShare: 0.9,
  },
  memory: {
    /** Resident memory of each Node process after the API load. */
    // Fits a 384 MiB container with room for GC: 261 MiB was measured after the load on the first run.
    maxBackendRssMiB: 320,
    maxWorkerRssMiB: 200,
  },
} as const;
