import { describe, expect, it } from 'vitest';
import { HttpTransportError } from './errors';
import { createFetchHttp } from './fetchHttp';

const http = createFetchHttp();
const url = (query = '') => `${location.origin}/__adapters/upload${query}`;

describe('fetch/XHR HTTP adapter in Chromium', () => {
  it('reports upload progress through XHR and resolves with the answer', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024);
    const file = new File([bytes], 'scan.dcm', { type: 'application/dicom' });
    const progress: [number, number][] = [];
    const response = await http.send({
      method: 'POST',
      url: url(),
      headers: { 'Content-Type': 'application/octet-stream' },
      body: { platformBody: file },
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(response.status).toBe(201);
    expect(response.headers['x-received']).toBe(String(bytes.length));
    expect(JSON.parse(response.body)).toEqual({ received: bytes.length, method: 'POST' });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual([bytes.length, bytes.length]);
  });

  it('resolves for error statuses on fetch and on XHR', async () => {
    const viaFetch = await http.send({
      method: 'POST',
      url: url('?status=500'),
      headers: {},
      body: 'x',
    });
    expect(viaFetch.status).toBe(500);
    const viaXhr = await http.send({
      method: 'POST',
      url: url('?status=404'),
      headers: {},
      body: 'x',
      onUploadProgress: () => undefined,
    });
    expect(viaXhr.status).toBe(404);
  });

  it('rejects with network_error when nothing answers, and aborted on abort', async () => {
    const failure = await http
      .send({ method: 'GET', url: 'http://127.0.0.1:9/nothing', headers: {} })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpTransportError);
    expect(failure).toMatchObject({ code: 'network_error' });

    const controller = new AbortController();
    controller.abort();
    await expect(
      http.send({ method: 'GET', url: url(), headers: {}, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
    await expect(
      http.send({
        method: 'POST',
        url: url(),
        headers: {},
        body: 'x',
        signal: controller.signal,
        onUploadProgress: () => undefined,
      }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });
});
