import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBox, type Slot, slotFor } from './box';

describe('resetBox', () => {
  let work: string;
  let slot: Slot;
  let source: string;

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'box-test-'));
    slot = slotFor(147, work);
    mkdirSync(slot.dir, { recursive: true });
    source = join(work, 'main');
    writeFileSync(source, 'binary');
  });
  afterEach(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('places host files and texts, and keeps what the last run left alone', () => {
    const box = resetBox(slot, 'run', { main: source }, { 'data.txt': 'hello' });
    expect(readFileSync(join(box, 'main'), 'utf8')).toBe('binary');
    expect(readFileSync(join(box, 'data.txt'), 'utf8')).toBe('hello');
    const inode = statSync(join(box, 'main')).ino;
    resetBox(slot, 'run', { main: source }, { 'data.txt': 'hello' });
    expect(statSync(join(box, 'main')).ino).toBe(inode);
  });

  it('removes what a run created, links included, without following them', () => {
    const box = resetBox(slot, 'run', { main: source });
    const outside = join(work, 'outside');
    writeFileSync(outside, 'keep me');
    writeFileSync(join(box, 'output.txt'), 'left over');
    mkdirSync(join(box, 'dir'));
    writeFileSync(join(box, 'dir', 'file'), 'x');
    symlinkSync(outside, join(box, 'link'));
    resetBox(slot, 'run', { main: source });
    expect(existsSync(join(box, 'output.txt'))).toBe(false);
    expect(existsSync(join(box, 'dir'))).toBe(false);
    expect(existsSync(join(box, 'link'))).toBe(false);
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
    expect(readFileSync(join(box, 'main'), 'utf8')).toBe('binary');
  });

  it('puts back a file the run replaced, and follows a host file that changed', () => {
    const box = resetBox(slot, 'check', { input: source }, { answer: 'one' });
    rmSync(join(box, 'input'));
    writeFileSync(join(box, 'input'), 'forged');
    resetBox(slot, 'check', { input: source }, { answer: 'one' });
    expect(readFileSync(join(box, 'input'), 'utf8')).toBe('binary');
    const next = join(work, 'next');
    writeFileSync(next, 'second case');
    resetBox(slot, 'check', { input: next }, { answer: 'two' });
    expect(readFileSync(join(box, 'input'), 'utf8')).toBe('second case');
    expect(readFileSync(join(box, 'answer'), 'utf8')).toBe('two');
  });

  it('puts back a file the run deleted, whatever is asked for next', () => {
    const box = resetBox(slot, 'run', { main: source });
    rmSync(join(box, 'main'));
    resetBox(slot, 'run', { main: source });
    expect(readFileSync(join(box, 'main'), 'utf8')).toBe('binary');
    rmSync(join(box, 'main'));
    const other = join(work, 'other');
    writeFileSync(other, 'another program');
    resetBox(slot, 'run', { main: other });
    expect(readFileSync(join(box, 'main'), 'utf8')).toBe('another program');
  });

  it('empties a box when asked for nothing', () => {
    const box = resetBox(slot, 'compile', {}, { 'main.c': 'int main(void) { return 0; }' });
    resetBox(slot, 'compile');
    expect(existsSync(join(box, 'main.c'))).toBe(false);
  });

  it('makes a box again that a run without a uid of its own removed', () => {
    const box = resetBox(slot, 'run', { main: source });
    rmSync(box, { recursive: true });
    resetBox(slot, 'run', { main: source });
    expect(readFileSync(join(box, 'main'), 'utf8')).toBe('binary');
  });

  it('refuses a file name that could leave the box', () => {
    expect(() => resetBox(slot, 'run', {}, { '../escape': 'x' })).toThrow(/not allowed/);
  });
});
