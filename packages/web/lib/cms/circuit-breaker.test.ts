import { describe, expect, it, vi } from "vitest";
import { CircuitOpenError, createCircuitBreaker, type CircuitState } from "./circuit-breaker";

class Outage extends Error {}

function setup() {
  const clock = { now: 0 };
  const changes: CircuitState[] = [];
  const breaker = createCircuitBreaker({
    failureThreshold: 3,
    openMs: 5000,
    isOutage: (error) => error instanceof Outage,
    onStateChange: (state) => changes.push(state),
    now: () => clock.now,
  });
  const down = vi.fn(async (): Promise<string> => {
    throw new Outage("refused");
  });
  const up = vi.fn(async () => "ok");
  return { breaker, clock, changes, down, up };
}

describe("createCircuitBreaker", () => {
  it("stays closed below the threshold, and a success resets the count", async () => {
    const { breaker, down, up } = setup();
    await expect(breaker.run(down)).rejects.toThrow(Outage);
    await expect(breaker.run(down)).rejects.toThrow(Outage);
    await breaker.run(up);
    await expect(breaker.run(down)).rejects.toThrow(Outage);
    await expect(breaker.run(down)).rejects.toThrow(Outage);
    expect(breaker.state()).toBe("closed");
  });

  it("opens after the threshold and then fails at once without calling the CMS", async () => {
    const { breaker, down, changes } = setup();
    for (let i = 0; i < 3; i++) await expect(breaker.run(down)).rejects.toThrow(Outage);
    expect(breaker.state()).toBe("open");
    expect(changes).toEqual(["open"]);
    await expect(breaker.run(down)).rejects.toThrow(CircuitOpenError);
    expect(down).toHaveBeenCalledTimes(3);
  });

  it("after openMs lets one trial through; its success closes the circuit", async () => {
    const { breaker, clock, down, changes } = setup();
    for (let i = 0; i < 3; i++) await expect(breaker.run(down)).rejects.toThrow(Outage);
    clock.now = 5000;
    expect(breaker.state()).toBe("half-open");
    let finish!: (value: string) => void;
    const trial = breaker.run(() => new Promise<string>((resolve) => (finish = resolve)));
    // While the trial is out, others still fail fast.
    await expect(breaker.run(down)).rejects.toThrow(CircuitOpenError);
    finish("back");
    expect(await trial).toBe("back");
    expect(breaker.state()).toBe("closed");
    expect(changes).toEqual(["open", "closed"]);
  });

  it("a failed trial reopens it for another openMs", async () => {
    const { breaker, clock, down } = setup();
    for (let i = 0; i < 3; i++) await expect(breaker.run(down)).rejects.toThrow(Outage);
    clock.now = 5000;
    await expect(breaker.run(down)).rejects.toThrow(Outage);
    expect(breaker.state()).toBe("open");
    clock.now = 9999;
    await expect(breaker.run(down)).rejects.toThrow(CircuitOpenError);
    clock.now = 10_000;
    expect(breaker.state()).toBe("half-open");
  });

  it("does not count failures that are not outages", async () => {
    const { breaker } = setup();
    const bug = async (): Promise<string> => {
      throw new TypeError("bug");
    };
    for (let i = 0; i < 5; i++) await expect(breaker.run(bug)).rejects.toThrow(TypeError);
    expect(breaker.state()).toBe("closed");
  });
});
