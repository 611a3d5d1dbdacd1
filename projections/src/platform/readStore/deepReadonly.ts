/**
 * A value no one may change, however deep: what a read sharing the store's own documents hands out.
 * Functions are kept as they are; arrays and tuples become readonly ones, objects get readonly fields.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
