import { MenuIcon, UserIcon } from "./icons";
import styles from "./header-menu.module.css";

/** What the menu button shows, before and after the menu's code loads: the hamburger and the avatar. */
export function HeaderMenuTrigger() {
  return (
    <>
      <MenuIcon />
      <span className={styles.avatar}>
        <UserIcon />
      </span>
    </>
  );
}
