/** The message area's public face. No other area needs anything from it yet. */
export {};
