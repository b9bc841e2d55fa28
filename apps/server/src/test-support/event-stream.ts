/** One server-sent event as a browser's EventSource sees it. */
export interface ReceivedEvent {
  readonly event: string;
  readonly data: unknown;
}

/** An open event stream read over real HTTP, as a browser reads it. */
export interface EventStreamReader {
  readonly status: number;
  readonly contentType: string | null;
  /** Every event received so far, in order. */
  readonly events: readonly ReceivedEvent[];
  /** Comment lines (heartbeats) received so far. */
  readonly comments: number;
  /** The next event not yet taken, or `undefined` after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedEvent | undefined>;
  /** Resolves once the server has ended the stream (or after `timeoutMs`, with `false`). */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/**
 * Opens `url` with `Accept: text/event-stream` and parses what arrives (`event:`, `data:` as JSON,
 * `:` comments). For tests only: bounded by the caller's timeouts and closed by `close`.
 */
export async function openEventStream(
  url: string,
  cookies: Record<string, string> = {},
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  let taken = 0;
  let comments = 0;
  let done = false;
  const wake = new Set<() => void>();
  const notify = () => {
    for (const resolve of [...wake]) resolve();
  };

  const pump = async (): Promise<void> => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
          end = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      notify();
    }
  };
  if (response.ok) void pump();
  else done = true;

  const waitFor = (ready: () => boolean, timeoutMs: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (ready()) {
        resolve(true);
        return;
      }
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        wake.delete(check);
        resolve(true);
      };
      const timer = setTimeout(() => {
        wake.delete(check);
        resolve(false);
      }, timeoutMs);
      wake.add(check);
    });

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    get comments() {
      return comments;
    },
    next: async (timeoutMs = 3_000) => {
      const arrived = await waitFor(() => events.length > taken || done, timeoutMs);
      if (!arrived || events.length <= taken) return undefined;
      taken += 1;
      return events[taken - 1];
    },
    ended: (timeoutMs = 3_000) => waitFor(() => done, timeoutMs),
    close: () => controller.abort(),
  };
}
