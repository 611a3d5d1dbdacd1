/** orderCapture: orders captured from e-mail. Nothing of it lives in workflows yet. */
export {};
