import { describe, expect, it } from 'vitest';
import { cloudflareClientAddress } from './client-address';

const request = (headers: Record<string, string>) => new Request('https://judge.test/api/login', { headers });

describe('cloudflareClientAddress', () => {
  it('answers the address the edge put in CF-Connecting-IP', () => {
    expect(cloudflareClientAddress(request({ 'CF-Connecting-IP': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(cloudflareClientAddress(request({ 'cf-connecting-ip': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('ignores the forwarding headers a client can write', () => {
    expect(
      cloudflareClientAddress(
        request({
          'CF-Connecting-IP': '203.0.113.9',
          'X-Forwarded-For': '198.51.100.1',
          'X-Real-IP': '198.51.100.2',
        }),
      ),
    ).toBe('203.0.113.9');
    expect(
      cloudflareClientAddress(request({ 'X-Forwarded-For': '198.51.100.1', 'X-Real-IP': '198.51.100.2' })),
    ).toBeNull();
  });

  it('answers null when no address is known', () => {
    expect(cloudflareClientAddress(request({}))).toBeNull();
    expect(cloudflareClientAddress(request({ 'CF-Connecting-IP': ' ' }))).toBeNull();
  });
});
