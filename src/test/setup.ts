// Vitest setup shared by every test file. DOM matchers only apply in jsdom test files.
import '@testing-library/jest-dom/vitest';
