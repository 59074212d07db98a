import { describe, expect, it } from 'vitest';
import { describeLanguage } from './detect';
import {
  findLanguageSpec,
  isLanguageMemoryError,
  LANGUAGE_SPECS,
  scaledLimits,
  type Toolchain,
} from './languages';

const toolchain: Toolchain = {
  id: 'java',
  command: '/jdk/bin/javac',
  runner: '/jdk/bin/java',
  version: 'OpenJDK 17.0.15',
  major: 17,
  binds: [],
};

describe('language table', () => {
  it('offers the HOJ names, each once, with a template and an editor mode', () => {
    const names = LANGUAGE_SPECS.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(LANGUAGE_SPECS.map((spec) => spec.key)).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'C',
        'C++',
        'C++ With O2',
        'C++ 17',
        'C++ 17 With O2',
        'C++ 20',
        'C++ 20 With O2',
        'Java',
        'Python3',
        'PyPy3',
        'Golang',
        'Rust',
        'JavaScript Node',
      ]),
    );
    for (const spec of LANGUAGE_SPECS) {
      expect(spec.template.length).toBeGreaterThan(20);
      expect(spec.contentType).toMatch(/^text\//);
      expect(spec.runProcs).toBeGreaterThan(0);
    }
  });

  it('doubles time and memory for everything but C and C++', () => {
    for (const spec of LANGUAGE_SPECS) {
      const native = spec.toolchain === 'gcc' || spec.toolchain === 'g++';
      expect(scaledLimits(spec, { timeMs: 1000, memoryKb: 262144 })).toEqual(
        native ? { timeMs: 1000, memoryKb: 262144 } : { timeMs: 2000, memoryKb: 524288 },
      );
    }
  });

  it('builds compile and run commands from the detected toolchain', () => {
    const cpp = findLanguageSpec('C++ 17 With O2')!;
    const gxx = { ...toolchain, id: 'g++' as const, command: '/usr/bin/g++' };
    expect(cpp.compile!(gxx)).toEqual(
      expect.arrayContaining(['/usr/bin/g++', '-std=c++17', '-O2', 'main.cpp']),
    );
    expect(cpp.run(gxx, { memoryKb: 1 })).toEqual(['./main']);
    expect(findLanguageSpec('C++')!.compile!(gxx)).not.toContain('-O2');

    const java = findLanguageSpec('Java')!;
    expect(java.run(toolchain, { memoryKb: 512 * 1024 })).toEqual(
      expect.arrayContaining([
        '/jdk/bin/java',
        '-Xmx512m',
        '-XX:+UseSerialGC',
        '-XX:+ExitOnOutOfMemoryError',
        'Main',
      ]),
    );
    expect(java.addressSpaceLimit).toBe(false);
    expect(findLanguageSpec('Python3')!.compile!({ ...toolchain, command: '/usr/bin/python3' })).toEqual([
      '/usr/bin/python3',
      '-m',
      'py_compile',
      'main.py',
    ]);
  });

  it('describes a language by its toolchain version and variant', () => {
    expect(
      describeLanguage(findLanguageSpec('C++ 20 With O2')!, { ...toolchain, version: 'GCC 12.2.0' }),
    ).toBe('GCC 12.2.0 (C++20, -O2)');
    expect(describeLanguage(findLanguageSpec('Java')!, toolchain)).toBe('OpenJDK 17.0.15');
  });

  it('recognises a runtime running out of its own heap', () => {
    const java = findLanguageSpec('Java')!;
    const oom = 'Terminating due to java.lang.OutOfMemoryError: Java heap space';
    expect(isLanguageMemoryError(java, { exitCode: 3, signal: 0 }, oom)).toBe(true);
    expect(isLanguageMemoryError(java, { exitCode: 3, signal: 0 }, 'Exception in thread "main"')).toBe(false);
    expect(isLanguageMemoryError(java, { exitCode: 1, signal: 0 }, oom)).toBe(false);
    const node = findLanguageSpec('JavaScript Node')!;
    expect(
      isLanguageMemoryError(
        node,
        { exitCode: 0, signal: 6 },
        'FATAL ERROR: ... JavaScript heap out of memory',
      ),
    ).toBe(true);
    expect(isLanguageMemoryError(findLanguageSpec('C')!, { exitCode: 3, signal: 0 }, oom)).toBe(false);
  });
});
