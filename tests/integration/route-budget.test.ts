// The rules of `npm run check:bundle` (scripts/check-route-budget.mjs) on made-up measurements:
// the script itself needs a build and Chromium, and runs in CI after the build.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { budgetFailures, ROUTES } from '../../scripts/check-route-budget.mjs';
import { findChunkCycle, staticImportsOf } from '../../scripts/lib/chunk-cycles.mjs';

interface Route {
  name: string;
  path: string;
  budgetKb: number;
}
const routes = ROUTES as Route[];
const home = routes.find((route) => route.path === '/home') as Route;
const problemPage = routes.find((route) => route.path === '/problem/1000') as Route;

const file = (path: string, kb: number, start = 10) => ({ path, start, transferred: kb * 1024 });

describe('route budget rules', () => {
  it("holds home and the problem page to issue 15's targets, and budgets every main route", () => {
    expect(home.budgetKb).toBeLessThanOrEqual(150);
    expect(problemPage.budgetKb).toBeLessThanOrEqual(350);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/problem',
        '/status',
        '/submission-detail/:submitId',
        '/acm-rank',
        '/contest',
        '/admin/problems',
      ]),
    );
    for (const route of routes) expect(route.budgetKb, route.path).toBeGreaterThan(0);
  });

  it('passes a route within budget and fails one over it', () => {
    const within = {
      route: home,
      path: '/home',
      firstPaint: 500,
      files: [file('/assets/index-AbCd1234.js', home.budgetKb - 1)],
    };
    expect(budgetFailures([within])).toEqual([]);
    const over = {
      ...within,
      files: [file('/assets/index-AbCd1234.js', 100), file('/assets/index-AbCd1234.css', home.budgetKb - 99)],
    };
    expect(budgetFailures([over])).toEqual([
      `/home: ${(home.budgetKb + 1).toFixed(1)} KB, over its budget of ${home.budgetKb} KB`,
    ]);
  });

  it('fails when /home fetches charts, the editor, the formula renderer or admin code before its first paint', () => {
    for (const chunk of ['echarts', 'codemirror', 'math', 'admin']) {
      const path = `/assets/${chunk}-Ab_d-234.js`;
      const early = { route: home, path: '/home', firstPaint: 500, files: [file(path, 1, 400)] };
      expect(budgetFailures([early]), chunk).toEqual([`/home fetched ${path} before its first paint`]);
      // After first paint (a chart scrolled into view) it only counts toward the budget.
      const late = { ...early, files: [file(path, 1, 900)] };
      expect(budgetFailures([late]), chunk).toEqual([]);
      // A page that never painted fails too.
      expect(budgetFailures([{ ...late, firstPaint: null }]), chunk).toHaveLength(1);
    }
  });

  it('tells route chunks named like a vendor group from the group itself', () => {
    const measured = {
      route: home,
      path: '/home',
      firstPaint: 500,
      files: [
        file('/assets/admin-login-CV_3LKO7.js', 1, 100),
        file('/assets/math-fonts-loader-AbCd1234.js', 1, 100),
      ],
    };
    expect(budgetFailures([measured])).toEqual([]);
  });
});

describe('chunk import cycles', () => {
  it('reads the static imports of a minified chunk, not its dynamic ones', () => {
    const code =
      'import{a as e,b as t}from"./codemirror-AbCd1234.js";import"./side-effect-X1.js";export{c}from"./re-export-Y2.js";' +
      'const l=()=>import("./lazy-Z3.js");';
    expect(staticImportsOf(code)).toEqual(['codemirror-AbCd1234.js', 'side-effect-X1.js', 're-export-Y2.js']);
  });

  it('finds a cycle through any number of chunks, and none in a tree that shares chunks', () => {
    const shared = new Map([
      ['page.js', ['editor.js', 'codemirror.js']],
      ['editor.js', ['autocomplete.js', 'codemirror.js']],
      ['autocomplete.js', ['codemirror.js']],
      ['codemirror.js', []],
    ]);
    expect(findChunkCycle(shared)).toBeNull();
    // The editor's setup once sat in the core chunk while the completion package it imports
    // imported the core back.
    const cyclic = new Map([...shared, ['codemirror.js', ['editor.js']]]);
    expect(findChunkCycle(cyclic)).toEqual(['editor.js', 'autocomplete.js', 'codemirror.js', 'editor.js']);
    expect(findChunkCycle(new Map([['self.js', ['self.js']]]))).toEqual(['self.js', 'self.js']);
  });
});
