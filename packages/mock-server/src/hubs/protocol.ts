/**
 * The SignalR JSON hub protocol, as the ASP.NET Core specification describes it
 * (src/SignalR/docs/specs/HubProtocol.md): UTF-8 JSON records, each terminated by the
 * ASCII record separator 0x1E. Written here from the specification.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** Hub protocol versions accepted in the handshake (2 is what newer clients ask for). */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [1, 2];

/** Splits incoming text into complete records; the incomplete tail stays in the buffer. */
export class RecordReader {
  private buffer = '';

  /** Appends text and returns every complete record found so far. */
  push(text: string): string[] {
    this.buffer += text;
    const records: string[] = [];
    let start = 0;
    for (;;) {
      const end = this.buffer.indexOf(RECORD_SEPARATOR, start);
      if (end < 0) break;
      records.push(this.buffer.slice(start, end));
      start = end + 1;
    }
    this.buffer = this.buffer.slice(start);
    return records;
  }

  get pendingLength(): number {
    return this.buffer.length;
  }
}

export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING_FRAME = frame({ type: MessageType.Ping });

export function invocationFrame(target: string, args: readonly unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

export function completionResultFrame(invocationId: string, result: unknown): string {
  return frame({ type: MessageType.Completion, invocationId, result: result ?? null });
}

export function completionErrorFrame(invocationId: string, error: string): string {
  return frame({ type: MessageType.Completion, invocationId, error });
}

export function closeFrame(error: string | undefined, allowReconnect: boolean): string {
  return frame(
    error === undefined
      ? { type: MessageType.Close, allowReconnect }
      : { type: MessageType.Close, error, allowReconnect },
  );
}

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Reads the client's handshake request `{"protocol":"json","version":1}`. */
export function readHandshake(record: string): HandshakeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (!isRecord(parsed)) return { ok: false, error: 'Handshake request must be a JSON object.' };
  const { protocol, version } = parsed;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return { ok: false, error: 'Handshake request is missing protocol or version.' };
  }
  if (protocol !== 'json') {
    return { ok: false, error: `The protocol '${protocol}' is not supported.` };
  }
  if (!SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    return {
      ok: false,
      error: `The server does not support version ${version} of the '${protocol}' protocol.`,
    };
  }
  return { ok: true };
}

export type ClientMessage =
  | { kind: 'invocation'; invocationId: string | undefined; target: string; args: unknown[] }
  | { kind: 'stream-invocation'; invocationId: string | undefined }
  | { kind: 'ping' }
  | { kind: 'close'; error: string | undefined }
  | { kind: 'ignored' }
  /** invocationId is set when the bad message carried one (the answer is then a completion). */
  | { kind: 'invalid'; reason: string; invocationId: string | undefined };

/** Parses and validates one record sent by a client after the handshake. */
export function readClientMessage(record: string): ClientMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { kind: 'invalid', reason: 'Message is not valid JSON.', invocationId: undefined };
  }
  if (!isRecord(parsed)) {
    return { kind: 'invalid', reason: 'Message must be a JSON object.', invocationId: undefined };
  }
  const rawId = parsed['invocationId'];
  if (rawId !== undefined && rawId !== null && typeof rawId !== 'string') {
    return {
      kind: 'invalid',
      reason: "Expected 'invocationId' to be of type String.",
      invocationId: undefined,
    };
  }
  const invocationId = typeof rawId === 'string' ? rawId : undefined;
  const type = parsed['type'];
  if (typeof type !== 'number') {
    return { kind: 'invalid', reason: "Missing required property 'type'.", invocationId };
  }
  switch (type) {
    case MessageType.Invocation: {
      const target = parsed['target'];
      const args = parsed['arguments'];
      if (typeof target !== 'string' || target.length === 0) {
        return { kind: 'invalid', reason: "Missing required property 'target'.", invocationId };
      }
      if (!Array.isArray(args)) {
        return {
          kind: 'invalid',
          reason: "Missing required property 'arguments' (an array).",
          invocationId,
        };
      }
      if (parsed['streamIds'] !== undefined) {
        return {
          kind: 'invalid',
          reason: 'Client-to-server streaming is not supported by this server.',
          invocationId,
        };
      }
      return { kind: 'invocation', invocationId, target, args: args as unknown[] };
    }
    case MessageType.StreamInvocation:
      return { kind: 'stream-invocation', invocationId };
    case MessageType.Ping:
      return { kind: 'ping' };
    case MessageType.Close: {
      const error = parsed['error'];
      return { kind: 'close', error: typeof error === 'string' ? error : undefined };
    }
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      return { kind: 'ignored' };
    default:
      return { kind: 'invalid', reason: `Unknown message type '${type}'.`, invocationId };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
