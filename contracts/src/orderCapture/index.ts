/** orderCapture: orders captured from e-mail. Nothing of it lives in contracts yet. */
export {};
