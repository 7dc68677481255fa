import Button from '@mui/material/Button';
import { NotFoundState } from '../../../components/ui/NotFoundState';
import { paths } from '../../../config/paths';

export function CategoryNotFound() {
  return (
    <NotFoundState
      title="Category Not Found"
      message="We could not find this product category."
      actions={
        <Button variant="contained" href={paths.products.root.href()}>
          Back to Products
        </Button>
      }
    />
  );
}
