import { afterEach, expect } from 'vitest';
import { takeDocumentViolations } from './document-check';

// Every answer a test got from a documented route matched the published OpenAPI document.
afterEach(() => {
  expect(takeDocumentViolations(), 'answers that break the OpenAPI document').toEqual([]);
});
