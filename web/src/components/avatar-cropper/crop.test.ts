import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-file';
import { clampCrop, sourceRect } from './crop';

const LANDSCAPE = { width: 800, height: 400 };
const VIEWPORT = 200;

describe('avatar crop', () => {
  it('shows the centred square of the short side by default', () => {
    expect(sourceRect({ zoom: 1, offsetX: 0, offsetY: 0 }, LANDSCAPE, VIEWPORT)).toEqual({
      x: 200,
      y: 0,
      size: 400,
    });
  });

  it('zooming in shows a smaller square around the same centre', () => {
    expect(sourceRect({ zoom: 2, offsetX: 0, offsetY: 0 }, LANDSCAPE, VIEWPORT)).toEqual({
      x: 300,
      y: 100,
      size: 200,
    });
  });

  it('dragging the image right reveals its left part', () => {
    const state = clampCrop({ zoom: 1, offsetX: 1000, offsetY: 50 }, LANDSCAPE, VIEWPORT);
    expect(state).toEqual({ zoom: 1, offsetX: 100, offsetY: 0 });
    expect(sourceRect(state, LANDSCAPE, VIEWPORT)).toEqual({ x: 0, y: 0, size: 400 });
  });

  it('keeps zoom between 1 and 4', () => {
    expect(clampCrop({ zoom: 0.2, offsetX: 0, offsetY: 0 }, LANDSCAPE, VIEWPORT).zoom).toBe(1);
    expect(clampCrop({ zoom: 9, offsetX: 0, offsetY: 0 }, LANDSCAPE, VIEWPORT).zoom).toBe(4);
  });
});

describe('checkAvatarFile', () => {
  it('accepts the listed image types up to 2 MB', () => {
    expect(checkAvatarFile({ name: 'me.PNG', size: 2_097_152 })).toBeNull();
    expect(checkAvatarFile({ name: 'me.webp', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ name: 'me.svg', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'avatar', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'me.jpg', size: 2_097_153 })).toBe('size');
  });
});
