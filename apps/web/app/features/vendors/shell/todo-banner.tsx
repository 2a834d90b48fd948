import { Link } from "react-router";
import { VENDOR_TODO_TEXT } from "@utsav/domain/client";
import type { VendorTodo } from "./vendor-todos";
import styles from "./shell.module.css";

/**
 * What is still to do, as a short list with one link each. Compact in the banner (one paragraph per item, the
 * link inline, so a page's own content starts high on a phone), roomy on the dashboard.
 */
export function TodoList({ todos, compact = false }: { todos: VendorTodo[]; compact?: boolean }) {
  return (
    <ul className={styles.todos} data-compact={compact || undefined}>
      {todos.map((todo) => {
        const link = todo.link ? (
          <Link to={todo.link.to} className={styles.todoLink}>
            {todo.link.label}
          </Link>
        ) : null;
        const detail = todo.detail ? (
          <span className={styles.todoDetail}>
            <span className="visually-hidden">Reason: </span>
            {todo.detail}
          </span>
        ) : null;
        return (
          <li key={`${todo.id}-${todo.tone}`} className={styles.todo} data-tone={todo.tone}>
            <span className={styles.todoDot} aria-hidden="true" />
            {compact ? (
              <p className={styles.todoText}>
                {todo.text} {detail} {link}
              </p>
            ) : (
              <>
                <div className={styles.todoText}>
                  <p>{todo.text}</p>
                  {detail}
                </div>
                {link}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The banner above every vendor page but the dashboard (which lists the same as its next steps). */
export function TodoBanner({ todos }: { todos: VendorTodo[] }) {
  if (todos.length === 0) return null;
  return (
    <aside className={styles.banner} aria-label={VENDOR_TODO_TEXT.stillToDo}>
      <TodoList todos={todos} compact />
    </aside>
  );
}
