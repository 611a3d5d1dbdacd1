/** orderCapture: orders captured from e-mail. Nothing of it lives in web yet. */
export {};
