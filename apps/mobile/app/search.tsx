import { SearchScreen } from "../src/features/search/search-screen";

export default function SearchRoute() {
  return <SearchScreen />;
}
