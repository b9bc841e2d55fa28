/**
 * A stand-in for the browser's `EventSource` (jsdom has none): a test puts it in place with
 * `vi.stubGlobal('EventSource', FakeEventSource)`, empties `opened` before each test, and plays
 * the server's events with `emit`.
 */
export class FakeEventSource {
  /** Every stream opened since the test emptied it, oldest first. */
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Set<() => void>>();
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends an event of `type` on this stream. */
  emit(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
