! A Fortran program of the kind a ScaLAPACK code is, linked with libpebble_scalapack before
! ScaLAPACK: PDGEMM with TRANSA = 'T' on submatrices of a 2 x (p/2) BLACS grid (1 x 1 on one
! rank), run with PEBBLE_SCALAPACK=pebble. The entries are multiples of 1/8, so every product and
! sum is exact and C must equal the formula exactly; pebble must have run the call (its count,
! through the C interface). Exit status 0 on success.
program f_pdgemm
  use, intrinsic :: iso_c_binding, only: c_char, c_int, c_long_long, c_null_char
  implicit none
  include 'mpif.h'
  interface
    integer(c_long_long) function pebble_scalapack_calls(routine, by_pebble) bind(c, name='pebble_scalapack_calls')
      import :: c_char, c_int, c_long_long
      character(kind=c_char), dimension(*), intent(in) :: routine
      integer(c_int), value :: by_pebble
    end function
  end interface
  integer, external :: numroc
  integer, parameter :: n = 96, nb = 8, m = 70, k = 50, ia = 3, ja = 9, ic = 12, jc = 5
  integer :: ierr, me, np, ctxt, nprow, npcol, myrow, mycol, rows, cols, info, i, j, l, gi, gj, wrong, all_wrong
  integer :: desc(9)
  double precision, allocatable :: a(:, :), c(:, :)
  double precision :: expected, s

  call mpi_init(ierr)
  call mpi_comm_rank(mpi_comm_world, me, ierr)
  call mpi_comm_size(mpi_comm_world, np, ierr)
  nprow = min(2, np)
  npcol = max(1, np / nprow)
  call blacs_get(-1, 0, ctxt)
  call blacs_gridinit(ctxt, 'Row', nprow, npcol)
  wrong = 0
  if (ctxt >= 0) then
    call blacs_gridinfo(ctxt, nprow, npcol, myrow, mycol)
    rows = numroc(n, nb, myrow, 0, nprow)
    cols = numroc(n, nb, mycol, 0, npcol)
    call descinit(desc, n, n, nb, nb, 0, 0, ctxt, max(1, rows), info)
    allocate(a(max(1, rows), max(1, cols)), c(max(1, rows), max(1, cols)))
    do j = 1, cols
      do i = 1, rows
        gi = global(i, myrow, nprow)
        gj = global(j, mycol, npcol)
        a(i, j) = entry(gi, gj, 1)
        c(i, j) = entry(gi, gj, 3)
      end do
    end do
    ! C(ic:ic+m-1, jc:jc+m-1) = 0.5 A(ia:ia+k-1, ja:ja+m-1)^T A(ia:ia+k-1, ja:ja+m-1) - C(...)
    call pdgemm('T', 'N', m, m, k, 0.5d0, a, ia, ja, desc, a, ia, ja, desc, -1.0d0, c, ic, jc, desc)
    do j = 1, cols
      do i = 1, rows
        gi = global(i, myrow, nprow)
        gj = global(j, mycol, npcol)
        expected = entry(gi, gj, 3)
        if (gi >= ic .and. gi < ic + m .and. gj >= jc .and. gj < jc + m) then
          s = 0
          do l = 0, k - 1
            s = s + entry(ia + l, ja + gi - ic, 1) * entry(ia + l, ja + gj - jc, 1)
          end do
          expected = 0.5d0 * s - expected
        end if
        if (c(i, j) /= expected) wrong = wrong + 1
      end do
    end do
    if (pebble_scalapack_calls('pdgemm' // c_null_char, 1_c_int) /= 1) wrong = wrong + 1000000
    call blacs_gridexit(ctxt)
  end if
  call mpi_allreduce(wrong, all_wrong, 1, mpi_integer, mpi_sum, mpi_comm_world, ierr)
  if (me == 0) then
    if (all_wrong == 0) then
      print '(a)', 'f_pdgemm: C is exact, and pebble ran the call'
    else
      print '(a, i0)', 'f_pdgemm: wrong entries (1000000 for a call pebble did not run): ', all_wrong
    end if
  end if
  call mpi_finalize(ierr)
  if (all_wrong /= 0) stop 1

contains

  ! the global index (1-based) of local index i on process p of q, blocks of nb, first on process 0
  integer function global(i, p, q)
    integer, intent(in) :: i, p, q
    global = ((i - 1) / nb * q + p) * nb + mod(i - 1, nb) + 1
  end function

  double precision function entry(i, j, id)
    integer, intent(in) :: i, j, id
    entry = dble(mod(i * 5 + j * 11 + id * 3 + mod(i * j, 7), 17) - 8) / 8.0d0
  end function

end program
