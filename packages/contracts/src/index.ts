export * from "./enums.js";
export * from "./common.js";
export * from "./auth.js";
export * from "./thought.js";
export * from "./config.js";
