import { describe, expect, it } from "vitest";
import { statementEffect } from "./local-writes.js";

describe("statementEffect", () => {
  it("tells transaction control apart from statements", () => {
    expect(statementEffect("begin", "BEGIN")).toBe("begin");
    expect(statementEffect("start transaction isolation level serializable", "START")).toBe("begin");
    expect(statementEffect("commit", "COMMIT")).toBe("commit");
    expect(statementEffect("rollback", "ROLLBACK")).toBe("rollback");
  });

  it("counts a plain SELECT as a read and anything that may write as a write", () => {
    expect(statementEffect('select "id" from "thoughts" where "user_id" = $1', "SELECT")).toBe("read");
    expect(statementEffect("  SELECT 1", "SELECT")).toBe("read");
    expect(statementEffect('insert into "thoughts" ("id") values ($1)', "INSERT")).toBe("write");
    expect(statementEffect('update "thoughts" set "ai_title" = $1', "UPDATE")).toBe("write");
    // A data-modifying CTE answers as a SELECT (the capture statement is one).
    expect(statementEffect("with stored as (insert into thoughts (id) values ($1) returning id) select * from stored", "SELECT")).toBe("write");
    // Several statements in one text answer an array, with no single command.
    expect(statementEffect("create table a (id int); insert into a values (1)", undefined)).toBe("write");
  });
});
