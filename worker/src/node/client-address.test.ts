import { describe, expect, it } from 'vitest';
import { nodeClientAddress } from './client-address';

const headers = (values: Record<string, string> = {}) => new Headers(values);

describe('nodeClientAddress', () => {
  it('answers the socket peer when no proxy is trusted, whatever the forwarding headers say', () => {
    expect(nodeClientAddress('203.0.113.9', headers(), 0)).toBe('203.0.113.9');
    expect(
      nodeClientAddress(
        '203.0.113.9',
        headers({ 'X-Forwarded-For': '198.51.100.1', 'X-Real-IP': '198.51.100.2' }),
        0,
      ),
    ).toBe('203.0.113.9');
  });

  it('reports an IPv4 peer of a dual-stack socket in its plain form, and keeps real IPv6', () => {
    expect(nodeClientAddress('::ffff:203.0.113.9', headers(), 0)).toBe('203.0.113.9');
    expect(nodeClientAddress('2001:db8::1', headers(), 0)).toBe('2001:db8::1');
  });

  it('answers null when the socket is gone', () => {
    expect(nodeClientAddress(undefined, headers({ 'X-Forwarded-For': '198.51.100.1' }), 1)).toBeNull();
  });

  it('behind one proxy, takes the entry that proxy appended, not what the client wrote before it', () => {
    const proxy = '10.0.0.2';
    expect(nodeClientAddress(proxy, headers({ 'X-Forwarded-For': '203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(nodeClientAddress(proxy, headers({ 'X-Forwarded-For': '198.51.100.66, 203.0.113.9' }), 1)).toBe(
      '203.0.113.9',
    );
  });

  it('behind two proxies, counts two hops back from the socket', () => {
    expect(
      nodeClientAddress('10.0.0.2', headers({ 'X-Forwarded-For': '198.51.100.66,203.0.113.9, 10.0.0.1' }), 2),
    ).toBe('203.0.113.9');
    // A request that passed only the outer proxy: the leftmost entry is the client that proxy saw.
    expect(nodeClientAddress('10.0.0.2', headers({ 'X-Forwarded-For': '203.0.113.9' }), 2)).toBe(
      '203.0.113.9',
    );
  });

  it('takes X-Real-IP from a trusted proxy that sends no X-Forwarded-For, else the proxy itself', () => {
    expect(nodeClientAddress('10.0.0.2', headers({ 'X-Real-IP': ' 203.0.113.9 ' }), 1)).toBe('203.0.113.9');
    expect(nodeClientAddress('10.0.0.2', headers(), 1)).toBe('10.0.0.2');
    expect(nodeClientAddress('10.0.0.2', headers({ 'X-Real-IP': 'unknown' }), 1)).toBe('10.0.0.2');
  });

  it('answers null when the trusted entry is no address', () => {
    expect(nodeClientAddress('10.0.0.2', headers({ 'X-Forwarded-For': 'unknown' }), 1)).toBeNull();
  });
});
