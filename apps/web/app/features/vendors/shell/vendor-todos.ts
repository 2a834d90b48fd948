// What a vendor still has to do before the business is verified: the domain's (packages/domain/src/vendors/todos.ts),
// which the app's dashboard shows too (docs/decisions/0071).
export { missingSectionLabels, PROFILE_STATE_TEXT, vendorTodos } from "@utsav/domain/client";
export type { VendorStatus, VendorTodo } from "@utsav/domain/client";
