import { CategoriesScreen } from '~/features/categories/categories-screen';

export async function clientLoader() {
  return null;
}

export function meta() {
  return [{ title: 'Categories · Atrium back office' }];
}

export default function CategoriesRoute() {
  return <CategoriesScreen />;
}
