import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllStrings } from '../../engine/i18n/createI18n';

// Widgets are rendered directly, not through lazyWidget: give them every area's strings, as lazyWidget does.
beforeAll(() => loadAllStrings());

afterEach(() => cleanup());
