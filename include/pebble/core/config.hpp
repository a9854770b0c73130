// What the compiler and standard library in use can evaluate at compile time.
//
// PEBBLE_CONSTEXPR_STRINGS is 1 where std::string works in constant evaluation, which pebble's
// compile-time bounds of programs with named sizes and its loop counts need (names are
// std::string; the planners of fixed problems, plan_mmm, grid25d, xpartition_bound, need no
// strings). It is 0 for clang with libstdc++ before 13: libstdc++ 12's std::string writes its
// small-string buffer, a union member, before that member's lifetime begins, which g++ accepts and
// clang rejects. The same evaluations then run at run time.
#pragma once

#if defined(__clang__) && defined(_GLIBCXX_RELEASE) && _GLIBCXX_RELEASE < 13
#define PEBBLE_CONSTEXPR_STRINGS 0
#else
#define PEBBLE_CONSTEXPR_STRINGS 1
#endif
