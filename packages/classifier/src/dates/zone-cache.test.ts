import { TIME_ZONE_CACHE_SIZE } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { toWallTime, zoneFormatterCount } from "./zoned-time.js";

describe("zone formatter cache", () => {
  const instant = new Date("2026-11-23T16:00:00.000Z");

  it("shares one formatter between spellings of a zone", () => {
    toWallTime(instant, "America/Halifax");
    const before = zoneFormatterCount();
    const variants = ["america/halifax", "AMERICA/HALIFAX", "America/HALIFAX", "aMERICA/hALIFAX", "AmErIcA/hAlIfAx"];
    for (const zone of variants) expect(toWallTime(instant, zone)).toEqual(toWallTime(instant, "America/Halifax"));
    expect(zoneFormatterCount()).toBe(before);
  });

  it("stays bounded when many distinct zones pass through", () => {
    for (const zone of Intl.supportedValuesOf("timeZone")) toWallTime(instant, zone);
    expect(Intl.supportedValuesOf("timeZone").length).toBeGreaterThan(TIME_ZONE_CACHE_SIZE);
    expect(zoneFormatterCount()).toBeLessThanOrEqual(TIME_ZONE_CACHE_SIZE);
  });
});
