import { afterEach, beforeEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { reloadSession } from "../lib/session";
import { selectThought } from "../lib/thought-selection";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
  selectThought(null);
  window.history.replaceState(null, "", "/");
});
