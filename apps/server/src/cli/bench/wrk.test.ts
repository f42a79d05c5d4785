import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "./wrk.js";

// Printed by wrk 4.1.0 (Debian) with --latency, against a local server.
const REPORT = `Running 1s test @ http://127.0.0.1:38111/
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.36ms    5.94ms  45.33ms   89.35%
    Req/Sec   669.90    197.57     0.88k    80.00%
  Latency Distribution
     50%    1.99ms
     75%    4.95ms
     90%   10.48ms
     99%   30.24ms
  668 requests in 1.01s, 2.18MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 646
Requests/sec:    664.12
Transfer/sec:      2.16MB
`;

describe("parseWrkOutput", () => {
  it("reads rate, percentiles, mean size, errors and non-2xx answers", () => {
    const result = parseWrkOutput(REPORT, 2);
    expect(result).toMatchObject({ connections: 2, requestsPerSecond: 664.12, p50Ms: 1.99, p99Ms: 30.24, errors: 3, non2xx: 646 });
    expect(result.bytes).toBeCloseTo((2.18 * 1024 * 1024) / 668, 6);
  });

  it("reads microseconds and seconds", () => {
    const fast = parseWrkOutput(REPORT.replace("1.99ms", "870.00us").replace("30.24ms", "1.20s"), 2);
    expect(fast.p50Ms).toBeCloseTo(0.87, 6);
    expect(fast.p99Ms).toBe(1200);
  });

  it("refuses a report without its figures", () => {
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:1 Connection refused", 2)).toThrow(/unexpected wrk output/);
  });
});
