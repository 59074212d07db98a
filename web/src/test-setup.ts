// The web project's component tests run two jsdom files at once on a 2-core CI machine, beside
// nothing else but often beside a busy one; testing-library's default one-second wait for an
// element to appear then fails tests that are only slow. Five seconds still fails a test whose
// element never comes, just later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
